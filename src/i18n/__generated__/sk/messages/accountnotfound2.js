/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnotfound2Inputs */

const sk_accountnotfound2 = /** @type {(inputs: Accountnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Táto stránka v zákazníckom účte neexistuje.`)
};

/**

* @param {Accountnotfound2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountnotfound2 = sk_accountnotfound2;
export { accountnotfound2 as "accountNotFound" }