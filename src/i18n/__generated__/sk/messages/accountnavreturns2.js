/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavreturns2Inputs */

const sk_accountnavreturns2 = /** @type {(inputs: Accountnavreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vrátenia`)
};

/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountnavreturns2 = sk_accountnavreturns2;
export { accountnavreturns2 as "accountNavReturns" }