/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlead2Inputs */

const sv_catalogueorderlead2 = /** @type {(inputs: Catalogueorderlead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bläddra i lugn och ro: vi skickar våra aktuella kataloger gratis hem till dig.`)
};

/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderlead2 = sv_catalogueorderlead2;
export { catalogueorderlead2 as "catalogueOrderLead" }