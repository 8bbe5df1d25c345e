/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveriestext3Inputs */

const de_ch2_customertiledeliveriestext3 = /** @type {(inputs: Customertiledeliveriestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sendungen verfolgen: wo ist mein Paket?`)
};

/**

* @param {Customertiledeliveriestext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customertiledeliveriestext3 = de_ch2_customertiledeliveriestext3;
export { customertiledeliveriestext3 as "customerTileDeliveriesText" }