/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnotfound2Inputs */

const cs_accountnotfound2 = /** @type {(inputs: Accountnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tato stránka v zákaznickém účtu neexistuje.`)
};

/**

* @param {Accountnotfound2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const accountnotfound2 = cs_accountnotfound2;
export { accountnotfound2 as "accountNotFound" }