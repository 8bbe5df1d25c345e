/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverinternalerror2Inputs */

const cs_serverinternalerror2 = /** @type {(inputs: Serverinternalerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interní chyba`)
};

/**

* @param {Serverinternalerror2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverinternalerror2 = cs_serverinternalerror2;
export { serverinternalerror2 as "serverInternalError" }