/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderrequested2Inputs */

const de_ch2_customerolderrequested2 = /** @type {(inputs: Customerolderrequested2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank! Wir senden Ihnen die gewünschten Rechnungen per Post.`)
};

/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerolderrequested2 = de_ch2_customerolderrequested2;
export { customerolderrequested2 as "customerOlderRequested" }