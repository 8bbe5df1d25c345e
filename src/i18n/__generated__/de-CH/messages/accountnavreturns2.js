/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavreturns2Inputs */

const de_ch2_accountnavreturns2 = /** @type {(inputs: Accountnavreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retouren`)
};

/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountnavreturns2 = de_ch2_accountnavreturns2;
export { accountnavreturns2 as "accountNavReturns" }