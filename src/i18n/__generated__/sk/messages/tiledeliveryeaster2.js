/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tiledeliveryeaster2Inputs */

const sk_tiledeliveryeaster2 = /** @type {(inputs: Tiledeliveryeaster2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dodanie do Veľkej noci`)
};

/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tiledeliveryeaster2 = sk_tiledeliveryeaster2;
export { tiledeliveryeaster2 as "tileDeliveryEaster" }