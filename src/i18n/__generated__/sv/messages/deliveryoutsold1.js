/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deliveryoutsold1Inputs */

const sv_deliveryoutsold1 = /** @type {(inputs: Deliveryoutsold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slutsåld`)
};

/**

* @param {Deliveryoutsold1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const deliveryoutsold1 = sv_deliveryoutsold1;
export { deliveryoutsold1 as "deliveryOutsold" }