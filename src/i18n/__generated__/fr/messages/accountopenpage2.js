/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountopenpage2Inputs */

const fr_accountopenpage2 = /** @type {(inputs: Accountopenpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir la page`)
};

/**

* @param {Accountopenpage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountopenpage2 = fr_accountopenpage2;
export { accountopenpage2 as "accountOpenPage" }