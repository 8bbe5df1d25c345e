/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderzipcode3Inputs */

const cs_catalogueorderzipcode3 = /** @type {(inputs: Catalogueorderzipcode3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PSČ`)
};

/**

* @param {Catalogueorderzipcode3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderzipcode3 = cs_catalogueorderzipcode3;
export { catalogueorderzipcode3 as "catalogueOrderZipCode" }