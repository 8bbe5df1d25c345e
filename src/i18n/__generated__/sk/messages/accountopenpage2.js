/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountopenpage2Inputs */

const sk_accountopenpage2 = /** @type {(inputs: Accountopenpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otvoriť stránku`)
};

/**

* @param {Accountopenpage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const accountopenpage2 = sk_accountopenpage2;
export { accountopenpage2 as "accountOpenPage" }