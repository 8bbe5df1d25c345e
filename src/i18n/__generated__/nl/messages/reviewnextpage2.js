/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnextpage2Inputs */

const nl_reviewnextpage2 = /** @type {(inputs: Reviewnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgende pagina`)
};

/**

* @param {Reviewnextpage2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewnextpage2 = nl_reviewnextpage2;
export { reviewnextpage2 as "reviewNextPage" }