/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketemptytext2Inputs */

const sv_basketemptytext2 = /** @type {(inputs: Basketemptytext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lägg till varor för att gå till kassan.`)
};

/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketemptytext2 = sv_basketemptytext2;
export { basketemptytext2 as "basketEmptyText" }