/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertiledeliveriestext3Inputs */

const nl_customertiledeliveriestext3 = /** @type {(inputs: Customertiledeliveriestext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zendingen volgen: waar is mijn pakket?`)
};

/**

* @param {Customertiledeliveriestext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customertiledeliveriestext3 = nl_customertiledeliveriestext3;
export { customertiledeliveriestext3 as "customerTileDeliveriesText" }