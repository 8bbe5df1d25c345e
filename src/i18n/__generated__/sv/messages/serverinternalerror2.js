/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverinternalerror2Inputs */

const sv_serverinternalerror2 = /** @type {(inputs: Serverinternalerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internt fel`)
};

/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverinternalerror2 = sv_serverinternalerror2;
export { serverinternalerror2 as "serverInternalError" }