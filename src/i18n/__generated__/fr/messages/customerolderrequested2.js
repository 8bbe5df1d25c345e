/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderrequested2Inputs */

const fr_customerolderrequested2 = /** @type {(inputs: Customerolderrequested2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Nous vous envoyons les factures demandées par courrier.`)
};

/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerolderrequested2 = fr_customerolderrequested2;
export { customerolderrequested2 as "customerOlderRequested" }