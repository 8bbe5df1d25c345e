/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ term: NonNullable<unknown>, optimizedTerm: NonNullable<unknown> }} Searchcorrected1Inputs */

const de_ch2_searchcorrected1 = /** @type {(inputs: Searchcorrected1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zu „${i?.term}“ haben wir nichts gefunden. Wir zeigen Ihnen die Ergebnisse für „${i?.optimizedTerm}“.`)
};

/**

* @param {Searchcorrected1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const searchcorrected1 = de_ch2_searchcorrected1;
export { searchcorrected1 as "searchCorrected" }