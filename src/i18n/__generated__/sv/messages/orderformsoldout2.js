/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsoldout2Inputs */

const sv_orderformsoldout2 = /** @type {(inputs: Orderformsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din beställningssedel innehåller slutsålda varor. Ta bort dem.`)
};

/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformsoldout2 = sv_orderformsoldout2;
export { orderformsoldout2 as "orderformSoldOut" }