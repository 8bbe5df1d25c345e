/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderzipcode3Inputs */

const fr_catalogueorderzipcode3 = /** @type {(inputs: Catalogueorderzipcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NPA`)
};

/**

* @param {Catalogueorderzipcode3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderzipcode3 = fr_catalogueorderzipcode3;
export { catalogueorderzipcode3 as "catalogueOrderZipCode" }