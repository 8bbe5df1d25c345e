/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderzipcode3Inputs */

const sv_catalogueorderzipcode3 = /** @type {(inputs: Catalogueorderzipcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postnummer`)
};

/**

* @param {Catalogueorderzipcode3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderzipcode3 = sv_catalogueorderzipcode3;
export { catalogueorderzipcode3 as "catalogueOrderZipCode" }