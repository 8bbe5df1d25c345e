/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavreturns2Inputs */

const cs_accountnavreturns2 = /** @type {(inputs: Accountnavreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vratky`)
};

/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountnavreturns2 = cs_accountnavreturns2;
export { accountnavreturns2 as "accountNavReturns" }