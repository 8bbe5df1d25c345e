/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltyregistered2Inputs */

const fr_thanksloyaltyregistered2 = /** @type {(inputs: Thanksloyaltyregistered2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Avec cette commande, vous cumulez ${i?.points} point ${i?.programmeName}.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Avec cette commande, vous cumulez ${i?.points} points ${i?.programmeName}.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyRegistered");
};

/**

* @param {Thanksloyaltyregistered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thanksloyaltyregistered2 = fr_thanksloyaltyregistered2;
export { thanksloyaltyregistered2 as "thanksLoyaltyRegistered" }