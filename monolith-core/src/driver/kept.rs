//! The distinct failures of a random campaign: one, or with [`Config::keep_going`] every
//! failure that is not another view of one already reported, each shrunk and saved as it is
//! kept. The one-thread loop keeps failures as it meets them; a campaign of several jobs keeps
//! its workers' failures, in the order of their scenarios, once the workers are done.

use std::time::Duration;

use super::stats::Stats;
use crate::config::Config;
use crate::engine::Engine;
use crate::report::{Failure, Report};

/// The failures a campaign reports, and every failure it has met.
pub(crate) struct Kept {
    /// The reports, in the order they were kept.
    reports: Vec<Report>,
    /// Every failure met so far, as found and as shrunk: a failure met again is not shrunk
    /// again, and a new one is never shrunk into one of them.
    known: Vec<Failure>,
}

impl Kept {
    pub(crate) fn new() -> Kept {
        Kept {
            reports: Vec::new(),
            known: Vec::new(),
        }
    }

    /// Whether `failure` has been met already (found or shrunk to).
    pub(crate) fn knows(&self, failure: &Failure) -> bool {
        self.known.iter().any(|k| k.same_as(failure))
    }

    /// Shrinks a failure not met before, found in scenario `index` of `seed` after
    /// `found_in`, and keeps its report (saved as a regression file) unless it is another
    /// call's view of a bug already reported; whether it kept it. The second report's test is
    /// `name_2`, and so on: the reports of a run that keeps going paste into one file.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn shrink(
        &mut self,
        engine: &Engine,
        bytes: Vec<u8>,
        failure: Failure,
        (seed, index): (u64, u64),
        config: &Config,
        found_in: Duration,
    ) -> bool {
        let name = match self.reports.len() {
            0 => engine.reproducer_name(),
            n => format!("{}_{}", engine.reproducer_name(), n + 1),
        };
        let mut report = engine.shrink_and_render(
            bytes,
            failure.clone(),
            Some((seed, index)),
            config,
            &self.known,
            &name,
        );
        self.known.push(failure);
        if !self.knows(&report.failure) {
            self.known.push(report.failure.clone());
        }
        if self.reports.iter().any(|r| r.same_bug(&report)) {
            return false;
        }
        report.found_in = Some(found_in);
        engine.save_regression(&report, config);
        self.reports.push(report);
        true
    }

    /// How many reports are kept.
    pub(crate) fn len(&self) -> usize {
        self.reports.len()
    }

    /// The campaign's result: its statistics when no failure was kept, else the first report
    /// with the others in [`Report::also`].
    pub(crate) fn result(self, stats: Stats) -> Result<Stats, Report> {
        let mut reports = self.reports.into_iter();
        match reports.next() {
            None => Ok(stats),
            Some(mut first) => {
                first.also = reports.collect();
                first.set_aside = stats.set_aside;
                Err(first)
            }
        }
    }
}
