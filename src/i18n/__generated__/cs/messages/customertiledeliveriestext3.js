/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveriestext3Inputs */

const cs_customertiledeliveriestext3 = /** @type {(inputs: Customertiledeliveriestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sledování zásilek: kde je můj balík?`)
};

/**

* @param {Customertiledeliveriestext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customertiledeliveriestext3 = cs_customertiledeliveriestext3;
export { customertiledeliveriestext3 as "customerTileDeliveriesText" }