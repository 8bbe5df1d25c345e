/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveriestext3Inputs */

const fr_customertiledeliveriestext3 = /** @type {(inputs: Customertiledeliveriestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre mes colis : où en est ma livraison ?`)
};

/**

* @param {Customertiledeliveriestext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customertiledeliveriestext3 = fr_customertiledeliveriestext3;
export { customertiledeliveriestext3 as "customerTileDeliveriesText" }