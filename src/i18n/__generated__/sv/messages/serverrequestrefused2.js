/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverrequestrefused2Inputs */

const sv_serverrequestrefused2 = /** @type {(inputs: Serverrequestrefused2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här begäran kom inte från butikens sidor.`)
};

/**

* @param {Serverrequestrefused2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverrequestrefused2 = sv_serverrequestrefused2;
export { serverrequestrefused2 as "serverRequestRefused" }