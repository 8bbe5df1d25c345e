/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformintro1Inputs */

const sv_orderformintro1 = /** @type {(inputs: Orderformintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ange artikelnumren från din katalog, välj storlek och antal och lägg alla varor i varukorgen på en gång.`)
};

/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformintro1 = sv_orderformintro1;
export { orderformintro1 as "orderformIntro" }