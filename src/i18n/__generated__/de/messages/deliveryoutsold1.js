/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutsold1Inputs */

const de_deliveryoutsold1 = /** @type {(inputs: Deliveryoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausverkauft`)
};

/**

* @param {Deliveryoutsold1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const deliveryoutsold1 = de_deliveryoutsold1;
export { deliveryoutsold1 as "deliveryOutsold" }