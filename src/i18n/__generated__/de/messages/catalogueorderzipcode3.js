/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderzipcode3Inputs */

const de_catalogueorderzipcode3 = /** @type {(inputs: Catalogueorderzipcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLZ`)
};

/**

* @param {Catalogueorderzipcode3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueorderzipcode3 = de_catalogueorderzipcode3;
export { catalogueorderzipcode3 as "catalogueOrderZipCode" }