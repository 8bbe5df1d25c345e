/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlastname3Inputs */

const cs_catalogueorderlastname3 = /** @type {(inputs: Catalogueorderlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Příjmení`)
};

/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderlastname3 = cs_catalogueorderlastname3;
export { catalogueorderlastname3 as "catalogueOrderLastName" }