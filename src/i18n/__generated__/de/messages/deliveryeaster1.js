/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryeaster1Inputs */

const de_deliveryeaster1 = /** @type {(inputs: Deliveryeaster1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lieferbar bis Ostern`)
};

/**

* @param {Deliveryeaster1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const deliveryeaster1 = de_deliveryeaster1;
export { deliveryeaster1 as "deliveryEaster" }