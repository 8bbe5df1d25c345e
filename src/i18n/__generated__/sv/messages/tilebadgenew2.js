/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilebadgenew2Inputs */

const sv_tilebadgenew2 = /** @type {(inputs: Tilebadgenew2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NYHET`)
};

/**

* @param {Tilebadgenew2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilebadgenew2 = sv_tilebadgenew2;
export { tilebadgenew2 as "tileBadgeNew" }