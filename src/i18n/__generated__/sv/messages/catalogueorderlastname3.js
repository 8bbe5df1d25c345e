/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlastname3Inputs */

const sv_catalogueorderlastname3 = /** @type {(inputs: Catalogueorderlastname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Efternamn`)
};

/**

* @param {Catalogueorderlastname3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderlastname3 = sv_catalogueorderlastname3;
export { catalogueorderlastname3 as "catalogueOrderLastName" }