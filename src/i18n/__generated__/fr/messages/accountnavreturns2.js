/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavreturns2Inputs */

const fr_accountnavreturns2 = /** @type {(inputs: Accountnavreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retours`)
};

/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountnavreturns2 = fr_accountnavreturns2;
export { accountnavreturns2 as "accountNavReturns" }