/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderzipcode3Inputs */

const nl_catalogueorderzipcode3 = /** @type {(inputs: Catalogueorderzipcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postcode`)
};

/**

* @param {Catalogueorderzipcode3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderzipcode3 = nl_catalogueorderzipcode3;
export { catalogueorderzipcode3 as "catalogueOrderZipCode" }