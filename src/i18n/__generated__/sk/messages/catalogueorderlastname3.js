/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlastname3Inputs */

const sk_catalogueorderlastname3 = /** @type {(inputs: Catalogueorderlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priezvisko`)
};

/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderlastname3 = sk_catalogueorderlastname3;
export { catalogueorderlastname3 as "catalogueOrderLastName" }