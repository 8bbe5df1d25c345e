/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgenew2Inputs */

const fr_tilebadgenew2 = /** @type {(inputs: Tilebadgenew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOUVEAU`)
};

/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilebadgenew2 = fr_tilebadgenew2;
export { tilebadgenew2 as "tileBadgeNew" }