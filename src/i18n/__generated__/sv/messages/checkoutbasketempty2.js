/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutbasketempty2Inputs */

const sv_checkoutbasketempty2 = /** @type {(inputs: Checkoutbasketempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din varukorg är tom. Lägg varor i varukorgen för att gå till kassan.`)
};

/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutbasketempty2 = sv_checkoutbasketempty2;
export { checkoutbasketempty2 as "checkoutBasketEmpty" }