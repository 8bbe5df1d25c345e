/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountopenpage2Inputs */

const nl_accountopenpage2 = /** @type {(inputs: Accountopenpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina openen`)
};

/**

* @param {Accountopenpage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountopenpage2 = nl_accountopenpage2;
export { accountopenpage2 as "accountOpenPage" }