/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderquestion2Inputs */

const de_ch2_customerolderquestion2 = /** @type {(inputs: Customerolderquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie suchen Rechnungen, die älter als 12 Monate sind?`)
};

/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerolderquestion2 = de_ch2_customerolderquestion2;
export { customerolderquestion2 as "customerOlderQuestion" }