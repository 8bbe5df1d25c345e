/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderquestion2Inputs */

const fr_customerolderquestion2 = /** @type {(inputs: Customerolderquestion2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous cherchez des factures de plus de 12 mois ?`)
};

/**

* @param {Customerolderquestion2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerolderquestion2 = fr_customerolderquestion2;
export { customerolderquestion2 as "customerOlderQuestion" }