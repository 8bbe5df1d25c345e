/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlastname3Inputs */

const nl_catalogueorderlastname3 = /** @type {(inputs: Catalogueorderlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achternaam`)
};

/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderlastname3 = nl_catalogueorderlastname3;
export { catalogueorderlastname3 as "catalogueOrderLastName" }