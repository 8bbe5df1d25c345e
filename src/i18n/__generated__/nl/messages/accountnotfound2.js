/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountnotfound2Inputs */

const nl_accountnotfound2 = /** @type {(inputs: Accountnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze pagina bestaat niet in je account.`)
};

/**

* @param {Accountnotfound2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountnotfound2 = nl_accountnotfound2;
export { accountnotfound2 as "accountNotFound" }