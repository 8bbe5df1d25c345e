/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnavreturns2Inputs */

const sv_accountnavreturns2 = /** @type {(inputs: Accountnavreturns2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returer`)
};

/**

* @param {Accountnavreturns2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountnavreturns2 = sv_accountnavreturns2;
export { accountnavreturns2 as "accountNavReturns" }