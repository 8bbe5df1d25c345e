/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlastname3Inputs */

const fr_catalogueorderlastname3 = /** @type {(inputs: Catalogueorderlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderlastname3 = fr_catalogueorderlastname3;
export { catalogueorderlastname3 as "catalogueOrderLastName" }