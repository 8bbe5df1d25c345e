/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountopenpage2Inputs */

const de_ch2_accountopenpage2 = /** @type {(inputs: Accountopenpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite öffnen`)
};

/**

* @param {Accountopenpage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const accountopenpage2 = de_ch2_accountopenpage2;
export { accountopenpage2 as "accountOpenPage" }