/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveriestext3Inputs */

const sk_customertiledeliveriestext3 = /** @type {(inputs: Customertiledeliveriestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledovanie zásielok: kde je môj balík?`)
};

/**

* @param {Customertiledeliveriestext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertiledeliveriestext3 = sk_customertiledeliveriestext3;
export { customertiledeliveriestext3 as "customerTileDeliveriesText" }