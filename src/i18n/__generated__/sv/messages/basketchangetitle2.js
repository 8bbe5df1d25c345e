/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangetitle2Inputs */

const sv_basketchangetitle2 = /** @type {(inputs: Basketchangetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändra vara`)
};

/**

* @param {Basketchangetitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketchangetitle2 = sv_basketchangetitle2;
export { basketchangetitle2 as "basketChangeTitle" }