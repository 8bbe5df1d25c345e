/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlead2Inputs */

const fr_catalogueorderlead2 = /** @type {(inputs: Catalogueorderlead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feuilletez en toute tranquillité : nous vous envoyons gratuitement nos catalogues actuels à domicile.`)
};

/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderlead2 = fr_catalogueorderlead2;
export { catalogueorderlead2 as "catalogueOrderLead" }