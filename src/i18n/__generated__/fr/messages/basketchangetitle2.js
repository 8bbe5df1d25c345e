/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketchangetitle2Inputs */

const fr_basketchangetitle2 = /** @type {(inputs: Basketchangetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l'article`)
};

/**

* @param {Basketchangetitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketchangetitle2 = fr_basketchangetitle2;
export { basketchangetitle2 as "basketChangeTitle" }