/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const de_ch2_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieferbar bis Ostern`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = de_ch2_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }